import { startRemoteDevHarness } from '@evax/shared/ui';
import areaModule from './module';

void startRemoteDevHarness(areaModule);
