import { ResponsibleGamblingPage } from '../features/legal/responsible-gambling-page';

export default ResponsibleGamblingPage;
