import { describeModuleDescriptor } from '../../shared/jest/module-checks';
import vaccinationModule from '../src/module';

describeModuleDescriptor(vaccinationModule, `${__dirname}/..`);
