import { describeModuleDescriptor } from '../../shared/jest/module-checks';
import adminModule from '../src/module';

describeModuleDescriptor(adminModule, `${__dirname}/..`);
