/** Enumerations of docs/product.md §3. */
export const userLevels = ['device', 'registered-user', 'admin'] as const
export type UserLevel = (typeof userLevels)[number]

export const storyTypes = ['quiz', 'story'] as const
export type StoryType = (typeof storyTypes)[number]

export const storyItemKinds = ['action', 'info', 'initiative', 'info-graphic', 'hero', 'question'] as const
export type StoryItemKind = (typeof storyItemKinds)[number]

export const mediaPurposes = [
  'main',
  'logo',
  'content-image',
  'background-image',
  'story-background-image',
  'info-graphic',
] as const
export type MediaPurpose = (typeof mediaPurposes)[number]

/** Every kind of record that can carry a media list (docs/product.md §3). */
export const mediaOwnerTypes = [
  'category',
  'story',
  'info',
  'info-graphic',
  'hero',
  'quiz-question',
  'action',
  'initiative',
  'co2-question',
] as const
export type MediaOwnerType = (typeof mediaOwnerTypes)[number]

export const actionTypes = ['action', 'tips'] as const

/** The kinds the /content list holds (docs/product.md §2 "Content list"), as `?type=` names them. */
export const contentTypes = ['action', 'info-graphic', 'initiative', 'question'] as const
export type ContentType = (typeof contentTypes)[number]
export const impactAreas = ['local', 'national', 'global'] as const

export const co2QuestionTypes = ['answers', 'user-input', 'parts-question'] as const
export const co2CalculationTypes = [
  'value',
  'value-factor',
  'diet',
  'mobility',
  'car',
  'flying',
  'motor',
  'houseSize',
  'consumption',
  'electricity',
  'aquariumElectricity',
  'gasUsage',
  'electricityUsage',
] as const
export const co2PartSubtypes = [
  'appliance-power-usage',
  'family-size',
  'power-type',
  'house-age',
  'house-type',
  'house-occupants',
  'heating',
  'solar-panels',
  'fruit-and-veg',
  'organic',
  'foodwaste',
  'car-passengers',
  'motor-passengers',
  'motor-fuel',
  'car-km',
  'car-fuel',
  'car-type',
  'car-sharing',
] as const
export const co2CalculationLabels = [
  'car fuel',
  'car km',
  'car sharing',
  'car passengers',
  'motor fuel',
  'motor passengers',
  'house type',
  'house age',
  'house occupants',
  'fruit and veg',
  'organic',
  'food waste',
] as const

export const bptTypes = [
  'interests',
  'expertise',
  'motivation',
  'behavior',
  'barrier',
  'target',
  'self-reliance',
  'co2-scan',
  'location',
] as const
export type BptType = (typeof bptTypes)[number]

export const bptAnswerValues = {
  expertise: ['low', 'some', 'expert'],
  motivation: ['climate', 'money', 'health', 'children', 'conviction', 'other', 'unknown'],
  behavior: [
    'less-meat',
    'public-transport',
    'recycling',
    'local-products',
    'movement',
    'electric-hybrid-car',
    'sustainable-living',
    'energy-saving',
    'alternative-transport',
    'sustainable-consumer',
    'other',
  ],
  barrier: [
    'no-time',
    'too-expensive',
    'lack-knowledge',
    'lack-access',
    'lack-support',
    'unsure-effectiveness',
    'social-pressure',
    'habit-routines',
    'other',
    'unknown',
  ],
  target: [
    'reduce-energy',
    'sustainable-transport',
    'sustainable-food',
    'sustainable-consumer',
    'other',
    'unknown',
  ],
  'self-reliance': ['no-faith', 'less-faith', 'neutral', 'more-faith', 'much-faith'],
  'co2-scan': ['yes', 'no', 'now', 'unknown'],
} as const satisfies Partial<Record<BptType, readonly string[]>>

export const deletionRequestTypes = ['account', 'data'] as const
export type DeletionRequestType = (typeof deletionRequestTypes)[number]
