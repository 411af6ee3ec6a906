/** A child's medical folder (spec 2 §7 "Medical folder"; ours where it is silent, docs/decisions.md). {param}: the evax number. */
export const MEDICAL_FOLDER_API_PATHS = {
  medicalFolder: '/api/medical_folder/{param}',
  growthCreate: '/api/medical_folder/{param}/growth_metrics/create',
  growthList: '/api/medical_folder/{param}/growth_metrics/list',
  growthItem: '/api/medical_folder/growth_metrics/{id}',
  headCircumferenceCreate: '/api/medical_folder/{param}/head_circumference_metrics/create',
  headCircumferenceList: '/api/medical_folder/{param}/head_circumference_metrics/list',
  headCircumferenceItem: '/api/medical_folder/head_circumference_metrics/{id}',
  allergyList: '/api/medical_folder/{param}/allergies',
  allergyCreate: '/api/medical_folder/{param}/allergies/create',
  allergyItem: '/api/medical_folder/allergies/{id}',
  allergyOrder: '/api/medical_folder/{param}/allergies/order',
  medicalFolderClose: '/api/citizen/{param}/medical_folder/close/{lang}',
} as const;
