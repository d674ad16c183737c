import { AlgorithmPage } from '../features/algorithm/algorithm-page';

export default AlgorithmPage;
