import { describeModuleDescriptor } from '../../shared/jest/module-checks';
import citizenModule from '../src/module';

describeModuleDescriptor(citizenModule, `${__dirname}/..`);
