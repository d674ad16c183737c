import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI shares two cores between the whole suite: give async UI assertions room before they give up.
configure({ asyncUtilTimeout: 5000 });
