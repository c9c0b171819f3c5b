// The English catalogue's update-prompt part: the notice of a new version, fetched with its code (see src/i18n/i18n.ts).
import updatePrompt from './update-prompt.json';

export default { ...updatePrompt };
