import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts from an empty page (Testing Library unmounts on its own only with globals).
afterEach(() => cleanup());
