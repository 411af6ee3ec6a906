import { startRemoteDevHarness } from '@evax/shared/ui';
import areaModule from './module';

startRemoteDevHarness(areaModule);
