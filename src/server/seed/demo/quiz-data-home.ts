import type { DemoQuizQuestion } from './content-data.ts'
import { dontKnow } from './quiz-data-food.ts'

/** Quiz questions about travel, energy and water at home; `share`: how often app users pick an answer. */
export const homeQuizQuestions: DemoQuizQuestion[] = [
  {
    title: {
      en: 'Amsterdam–Paris by train instead of by plane saves…',
      nl: 'Amsterdam–Parijs met de trein in plaats van het vliegtuig scheelt…',
    },
    answers: [
      { text: { en: 'About half the CO2', nl: 'Ongeveer de helft CO2' }, share: 45 },
      { text: { en: 'About 90 % of the CO2', nl: 'Ongeveer 90 % van de CO2' }, correct: true, share: 45 },
      { text: { en: 'Nothing at all', nl: 'Helemaal niets' }, share: 10 },
    ],
  },
  {
    title: {
      en: 'The cleanest way to go 5 km in town?',
      nl: 'De schoonste manier om 5 km in de stad te reizen?',
    },
    answers: [
      { text: { en: 'Bicycle', nl: 'Fiets' }, correct: true, share: 85 },
      { text: { en: 'Electric car', nl: 'Elektrische auto' }, share: 6 },
      { text: { en: 'Bus', nl: 'Bus' }, share: 6 },
      dontKnow(3),
    ],
  },
  {
    title: {
      en: 'A return flight Amsterdam–New York emits per passenger about…',
      nl: 'Een retourvlucht Amsterdam–New York stoot per passagier ongeveer uit…',
    },
    answers: [
      { text: { en: '200 kg of CO2', nl: '200 kg CO2' }, share: 40 },
      { text: { en: '2 tonnes of CO2', nl: '2 ton CO2' }, correct: true, share: 35 },
      { text: { en: '20 tonnes of CO2', nl: '20 ton CO2' }, share: 25 },
    ],
  },
  {
    title: {
      en: 'One degree lower on the thermostat saves on heating about…',
      nl: 'Eén graad lager op de thermostaat scheelt op verwarming ongeveer…',
    },
    answers: [
      { text: { en: '1 %', nl: '1 %' }, share: 40 },
      { text: { en: '6 %', nl: '6 %' }, correct: true, share: 40 },
      { text: { en: '20 %', nl: '20 %' }, share: 20 },
    ],
  },
  {
    title: {
      en: 'What uses power even when it is off?',
      nl: 'Wat verbruikt stroom, zelfs als het uit staat?',
    },
    answers: [
      { text: { en: 'A TV on standby', nl: 'Een tv op stand-by' }, correct: true, share: 80 },
      { text: { en: 'A light switch', nl: 'Een lichtschakelaar' }, share: 8 },
      dontKnow(12),
    ],
  },
  {
    title: {
      en: 'Where does an old house lose most heat?',
      nl: 'Waar verliest een oud huis de meeste warmte?',
    },
    answers: [
      { text: { en: 'Through the roof', nl: 'Via het dak' }, correct: true, share: 60 },
      { text: { en: 'Through the letterbox', nl: 'Via de brievenbus' }, share: 5 },
      { text: { en: 'Through the floor', nl: 'Via de vloer' }, share: 35 },
    ],
  },
  {
    title: {
      en: 'What uses the most energy in a Dutch home?',
      nl: 'Wat kost de meeste energie in een Nederlands huis?',
    },
    answers: [
      { text: { en: 'Heating', nl: 'Verwarming' }, correct: true, share: 65 },
      { text: { en: 'Lighting', nl: 'Verlichting' }, share: 10 },
      { text: { en: 'The fridge', nl: 'De koelkast' }, share: 10 },
      { text: { en: 'Cooking', nl: 'Koken' }, share: 15 },
    ],
  },
  {
    title: {
      en: 'How much water does a Dutch person use a day?',
      nl: 'Hoeveel water gebruikt een Nederlander per dag?',
    },
    answers: [
      { text: { en: 'About 30 litres', nl: 'Ongeveer 30 liter' }, share: 45 },
      { text: { en: 'About 120 litres', nl: 'Ongeveer 120 liter' }, correct: true, share: 40 },
      { text: { en: 'About 400 litres', nl: 'Ongeveer 400 liter' }, share: 15 },
    ],
  },
  {
    title: {
      en: 'What does a household pay a year for devices on standby?',
      nl: 'Wat betaalt een huishouden per jaar voor apparaten op stand-by?',
    },
    answers: [
      { text: { en: 'About €5', nl: 'Ongeveer € 5' }, share: 50 },
      { text: { en: 'About €70', nl: 'Ongeveer € 70' }, correct: true, share: 35 },
      { text: { en: 'About €500', nl: 'Ongeveer € 500' }, share: 15 },
    ],
  },
]
