import { describe, expect, it } from 'vitest'
import { isAllowedTarget, markdownProblem } from '../../src/domain/markdown-safety.ts'

// The scan's edges, one case per character class and per way out of a loop (docs/choices.md "Safe
// links"): the fuzz tests beside this file walk random markdown, these pin what a reader does at
// each boundary (the letters A, Z, a, z and the digits 0 and 9 in tag names, each line-start
// marker, each end of a destination).

const kindOf = (markdown: string) => markdownProblem(markdown)?.kind ?? null
const evil = 'javascript:alert(1)'

describe('raw HTML: what opens a tag', () => {
  it.each([
    ['<A>'],
    ['<Z>'],
    ['<a>'],
    ['<z>'],
    ['<h0>'],
    ['<h1>'],
    ['<h9>'],
    ['<my-tag>'],
    ['<div x="1">'],
    ['<div\tx>'],
    ['<div\u007fx>'],
    ['<div/>'],
    ['<div'],
    ['</div>'],
    ['</Z>'],
    ['</a x>'],
    ['</div'],
    ['<!-- a comment -->'],
    ['<![CDATA[x]]>'],
    ['<!DOCTYPE html>'],
    ['<?php ?>'],
  ])('%j is HTML', (markdown) => {
    expect(kindOf(markdown)).toBe('html')
  })

  it.each([
    ['a number after <', '<1>'],
    ['a number, then a letter', '<1a>'],
    ['a sign after <', '<@x>'],
    ['a closing slash before a number', '</1>'],
    ['a tag name that runs into a sign', '</div=x>'],
    ['<! before a number', '<!1>'],
    ['a tag name without an end, then a colon', '<ab:c d>'],
    ['the empty line the editor writes', '<br />'],
    ['a line break in capitals', '<BR/>'],
    ['a line break without its slash', '<br>'],
    ['an e-mail autolink', '<name@example.org>'],
    ['a web autolink', '<https://example.org>'],
    ['a comparison', 'a < b and c > d'],
  ])('%s is text: %j', (_what, markdown) => {
    expect(kindOf(markdown)).toBeNull()
  })
})

describe('autolinks', () => {
  it.each([
    ['a refused scheme', `<${evil}>`],
    ['a refused scheme in capitals', '<JAVASCRIPT:x>'],
  ])('%s is refused: %j', (_what, markdown) => {
    expect(kindOf(markdown)).toBe('target')
  })

  it.each([
    ['a space before the >', '<javascript:x y>'],
    ['a tab before the >', '<javascript:x\ty>'],
    ['a < before the >', '<javascript:x<1>'],
    ['no > at all', '<javascript:x'],
  ])('%s makes it text, not a link: %j', (_what, markdown) => {
    expect(kindOf(markdown)).toBeNull()
  })

  it('takes a NUL as part of the address, as readers do (they make it U+FFFD)', () => {
    expect(kindOf('<javascript:a\u0000b>')).toBe('target')
  })
})

describe('inline destinations', () => {
  it.each([
    ['after spaces', '[a](  https://example.org)'],
    ['after a tab', '[a](\thttps://example.org)'],
    ['on the next line', '[a](\nhttps://example.org)'],
    ['after a carriage return', '[a](\rhttps://example.org)'],
    ['in brackets with an escaped <', '[a](<https://example.org/\\<x>)'],
    ['in brackets with an escaped >', '[a](<https://example.org/\\>x>)'],
    ['with a NUL in it', '[a](https://\u0000example.org)'],
    ['an initiative at the end of the text', '[a](initiative:1'],
  ])('%s: kept, %j', (_what, markdown) => {
    expect(kindOf(markdown)).toBeNull()
  })

  it.each([
    ['a refused one after spaces', `[a](  ${evil})`],
    ['in brackets, a line end before the >', '[a](<https://x\ny>)'],
    ['in brackets, a carriage return before the >', '[a](<https://x\ry>)'],
    ['in brackets, a < before the >', '[a](<https://x<y>)'],
    ['in brackets without a >', '[a](<https://x'],
    ['a scheme with nothing after it', '[a](https://)'],
    ['a scheme, then a space', '[a](https:// x)'],
  ])('%s: refused, %j', (_what, markdown) => {
    expect(kindOf(markdown)).toBe('target')
  })
})

describe('reference definitions: only at the start of a line', () => {
  it.each([
    ['the text', `[x]: ${evil}`],
    ['a line', `a\n[x]: ${evil}`],
    ['a line after a carriage return', `a\r[x]: ${evil}`],
    ['a line after an escaped line end', `a\\\n[x]: ${evil}`],
    ['indentation', `   [x]: ${evil}`],
    ['a tab', `\t[x]: ${evil}`],
    ['a quote', `> [x]: ${evil}`],
    ['a - list', `- [x]: ${evil}`],
    ['a * list', `* [x]: ${evil}`],
    ['a + list', `+ [x]: ${evil}`],
    ['a numbered list, 1.', `1. [x]: ${evil}`],
    ['a numbered list, 0)', `0) [x]: ${evil}`],
    ['a numbered list, 9.', `9. [x]: ${evil}`],
  ])('at the start of %s: refused', (_what, markdown) => {
    expect(kindOf(markdown)).toBe('target')
  })

  it.each([
    ['after a word', `see [x]: ${evil}`],
    ['after a letter and a space', `a [x]: ${evil}`],
    ['a ] with no [', `]: ${evil}`],
    ['an escaped [', `\\[x]: ${evil}`],
  ])('%s: text', (_what, markdown) => {
    expect(kindOf(markdown)).toBeNull()
  })
})

describe('a whole address as pasted (isAllowedTarget)', () => {
  it.each([
    ['https://example.org', true],
    ['mailto:info@example.org', true],
    ['initiative:1', true],
    ['https://', false],
    ['https://a b', false],
    ['https://a\tb', false],
    ['https://a<b', false],
    ['https://a>b', false],
    ['https://a\u007fb', false],
    ['initiative:1 x', false],
    ['initiative:1)', false],
    ['initiative:1x', false],
  ])('%j: %s', (address, allowed) => {
    expect(isAllowedTarget(address)).toBe(allowed)
  })
})
