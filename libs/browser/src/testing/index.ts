export { type ChromiumMirror, startChromiumMirror } from './chromium-mirror';
export { storedZip, type ZipEntry } from './stored-zip';
export { writeExecutable } from './fake-executable';
export { localChromiumPath } from './local-chromium';
