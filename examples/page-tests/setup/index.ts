// Loaded before every page test (`node --import tsx --import ./page-tests/setup/index.ts --test ...`).
// React resolution must be fixed before anything loads React.
import './single-react';
import './dom';
import './fake-api';
