import {describe, expect, test} from 'vitest';
import {requiredClasses, withoutRulesFor} from '../../plugins/production-css';

describe('reading selectors for the classes they require', () => {
  test('every class of a compound or complex selector is required', () => {
    expect(requiredClasses('.navbar .navbar__item.dropdown>a::after')).toEqual(['navbar', 'navbar__item', 'dropdown']);
  });

  test('classes inside :not(), :is() or :where() and text inside attribute selectors are not required', () => {
    expect(requiredClasses('.menu__link:not(.menu__link--sublist):is(.x, .y)')).toEqual(['menu__link']);
    expect(requiredClasses('a[href$=".pdf"]')).toEqual([]);
  });
});

describe('dropping the rules of unused classes', () => {
  const unused = (name: string) => name === 'badge' || name === 'pills';

  test('a rule goes when its only selector needs an unused class; shared rules keep their other selectors', () => {
    const css = '.badge{color:red}.badge,.button{margin:0}.button{padding:0}';
    expect(withoutRulesFor(css, unused)).toBe('.button{margin:0}.button{padding:0}');
  });

  test('an at-rule left empty goes too; keyframes and rules without classes stay', () => {
    const css = '@media (min-width:997px){.pills{gap:1px}}@keyframes spin{from{opacity:0}}html{color:#000}';
    expect(withoutRulesFor(css, unused)).toBe('@keyframes spin{from{opacity:0}}html{color:#000}');
  });

  test('a selector that merely excludes an unused class stays', () => {
    const css = '.menu__link:not(.badge){color:blue}';
    expect(withoutRulesFor(css, unused)).toBe(css);
  });
});
