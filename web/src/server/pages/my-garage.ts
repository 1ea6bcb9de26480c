import 'server-only';
import { garageShellMetadata, loadGarageShell } from './garage-shell';

/** /my-garage: the cached shell the browser fills with the shopper's saved cars and searches (docs/garage.md). */
export const loadMyGaragePage = () => loadGarageShell('myGarage');
export const myGarageMetadata = () => garageShellMetadata('myGarage', 'garage.title');
