export { PaletteLauncher } from './palette-launcher';
