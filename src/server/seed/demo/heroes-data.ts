import type { DemoHero } from './content-data.ts'

/**
 * Local climate heroes that stories introduce (stories-data*.ts names them by English name), each
 * with a drawn portrait (portraits.ts); one Dutch name still to be written.
 */
export const demoHeroes: DemoHero[] = [
  {
    name: { en: 'Sanne from Utrecht', nl: 'Sanne uit Utrecht' },
    portrait: {
      description: { en: 'Portrait of Sanne from Utrecht', nl: 'Portret van Sanne uit Utrecht' },
      skin: '#f1c7a5',
      hair: '#b5763a',
      hairStyle: 'long',
      shirt: '#3f8f6a',
      background: '#dcefe3',
    },
  },
  {
    name: { en: 'Ahmed, energy coach in The Hague', nl: 'Ahmed, energiecoach in Den Haag' },
    portrait: {
      description: { en: 'Portrait of Ahmed, energy coach', nl: 'Portret van Ahmed, energiecoach' },
      skin: '#b98363',
      hair: '#2b211c',
      hairStyle: 'short',
      shirt: '#3b78b5',
      background: '#dfeaf5',
      beard: true,
    },
  },
  {
    name: { en: 'Fatima and the Oosterpark garden', nl: 'Fatima en de Oosterparktuin' },
    portrait: {
      description: { en: 'Portrait of Fatima in her garden', nl: 'Portret van Fatima in haar tuin' },
      skin: '#8d5a3f',
      hair: '#7a3b54',
      hairStyle: 'scarf',
      shirt: '#e3a33b',
      background: '#f6ead2',
    },
  },
  {
    name: { en: 'Wim, who counts bees in Groningen', nl: 'Wim, die bijen telt in Groningen' },
    portrait: {
      description: { en: 'Portrait of Wim, bee counter', nl: 'Portret van Wim, bijenteller' },
      skin: '#f3d1b8',
      hair: '#c9c9c9',
      hairStyle: 'bald',
      shirt: '#6b8f3f',
      background: '#f3f1d2',
      beard: true,
      glasses: true,
    },
  },
  {
    name: { en: 'Joke from the repair café', nl: 'Joke van het repair café' },
    portrait: {
      description: {
        en: 'Portrait of Joke, volunteer repairer',
        nl: 'Portret van Joke, vrijwillige reparateur',
      },
      skin: '#eec1a0',
      hair: '#8a8a8a',
      hairStyle: 'bun',
      shirt: '#d9734f',
      background: '#fbe6dc',
      glasses: true,
    },
  },
  {
    // The Dutch name is still to be written.
    name: { en: 'Daan, Rotterdam’s cargo-bike courier' },
    portrait: {
      description: { en: 'Portrait of Daan, bike courier', nl: 'Portret van Daan, fietskoerier' },
      skin: '#d7a27f',
      hair: '#4a3326',
      hairStyle: 'short',
      shirt: '#2f5d7c',
      background: '#e2ecf1',
    },
  },
]
