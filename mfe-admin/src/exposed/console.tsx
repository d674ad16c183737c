import { Console } from '../console/console';

export default Console;
