// The app frame: header, navigation, live region.
export { Shell } from './shell';
