export { mountStandaloneRemote, type StandaloneRoute } from './mount-standalone-remote';
