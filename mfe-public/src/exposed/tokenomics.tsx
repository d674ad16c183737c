import { TokenomicsPage } from '../features/tokenomics/tokenomics-page';

export default TokenomicsPage;
