export { PaletteLauncher } from './palette-launcher';
export { palette } from './palette-store';
