import { Portal } from '../portal/portal';

export default Portal;
