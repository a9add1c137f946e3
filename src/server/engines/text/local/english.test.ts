import { describe, expect, it } from 'vitest';
import { articleFor, dropDoubledWords, edForm, fixArticles, ingForm, isPlural, plural, possessive, withArticle } from './english';

describe('a/an by sound', () => {
  it.each([
    ['hour', 'an'], ['hourglass', 'an'], ['honest', 'an'], ['heir', 'an'], ['honour', 'an'], ['honey', 'a'], ['house', 'a'],
    ['unicorn', 'a'], ['uniform', 'a'], ['unimpressed', 'an'], ['union', 'a'], ['European', 'a'], ['euphoric', 'a'],
    ['one-off', 'a'], ['one', 'a'], ['once-famous', 'a'], ['onerous', 'an'], ['ukulele', 'a'], ['usual', 'a'], ['utopian', 'a'],
    ['urban', 'an'], ['umbrella', 'an'], ['upbeat', 'an'], ['utter', 'an'],
    ['Ukrainian', 'a'], ['Ukraine-based', 'a'], ['Utah desert', 'a'], ['Uruguayan', 'a'], ['Ugandan', 'a'], ['Extended', 'an'],
    ['MC', 'an'], ['FM', 'an'], ['EDM', 'an'], ['IDM', 'an'], ['LP', 'an'], ['DJ', 'a'], ['UK', 'a'], ['NWOBHM', 'an'], ['R&B', 'an'], ['UFO', 'a'],
    ['X-ray', 'an'], ['xylophone', 'a'], ['A-side', 'an'], ['B-side', 'a'], ['8-bit', 'an'], ['11', 'an'], ['18-piece', 'an'], ["'80s", 'an'],
    ['110', 'a'], ['indie', 'an'], ['angry', 'an'], ['ethereal', 'an'], ['dreamy', 'a'], ['yellow', 'a'], ['epic', 'an'],
  ])('%s takes %s', (word, expected) => {
    expect(articleFor(word)).toBe(expected);
  });

  it('judges a phrase by its first word and keeps the phrase', () => {
    expect(withArticle('indie pop band')).toBe('an indie pop band');
    expect(withArticle('hour-long set')).toBe('an hour-long set');
  });

  it('says a word once where two fills meet', () => {
    expect(dropDoubledWords('the uplifting world world it comes from')).toBe('the uplifting world it comes from');
    expect(dropDoubledWords('Experimental experimental from Oslo')).toBe('Experimental from Oslo');
    expect(dropDoubledWords('a worldly world')).toBe('a worldly world');
  });

  it('corrects every article in a text, keeping capitals, and leaves other words alone', () => {
    expect(fixArticles('A angry band with a indie heart and an dreamy edge, an MC and a FM radio hit.'))
      .toBe('An angry band with an indie heart and a dreamy edge, an MC and an FM radio hit.');
    expect(fixArticles('Banana and a unicorn: a hour')).toBe('Banana and a unicorn: an hour');
  });
});

describe('plurals', () => {
  it.each([
    ['monolith', 'monoliths'], ['story', 'stories'], ['day', 'days'], ['church', 'churches'], ['fox', 'foxes'], ['glass', 'glasses'],
    ['ferryman', 'ferrymen'], ['wolf', 'wolves'], ['child', 'children'], ['mouse', 'mice'], ['cactus', 'cacti'], ['echo', 'echoes'],
    ['disco', 'discos'], ['lens', 'lenses'], ['atlas', 'atlases'], ['sheep', 'sheep'], ['human', 'humans'], ['iris', 'irises'],
    ['fireworks', 'fireworks'], ['ramblers', 'ramblers'], ['gallows', 'gallows'], ['crossroads', 'crossroads'], ['men', 'men'],
    ['discos', 'discos'], ['sagas', 'sagas'], ['keys', 'keys'], ['lyrics', 'lyrics'], ['silver lining', 'silver linings'],
    ['thunderknife', 'thunderknives'], ['oasiswolf', 'oasiswolves'], ['knuckletooth', 'knuckleteeth'], ['werewolf', 'werewolves'],
    ['superhuman', 'superhumans'], ['German', 'Germans'], ['Roman', 'Romans'], ['horseman', 'horsemen'],
  ])('%s -> %s', (noun, expected) => {
    expect(plural(noun)).toBe(expected);
  });

  it('never pluralises a plural twice', () => {
    for (const noun of ['firework', 'ghost', 'wolf', 'child', 'story', 'bus', 'cactus', 'kiss']) expect(plural(plural(noun))).toBe(plural(noun));
  });

  it('knows which words are already plural', () => {
    expect(['ghosts', 'women', 'teeth', 'wolves', 'ramblers'].every(isPlural)).toBe(true);
    expect(['ghost', 'moss', 'chaos', 'cactus', 'sheep', 'bus', 'atlas', 'kindness'].some(isPlural)).toBe(false);
  });
});

describe('possessives, -ing and -ed', () => {
  it.each([['wolf', "wolf's"], ['wolves', "wolves'"], ['men', "men's"], ['Ruby', "Ruby's"], ['moss', "moss's"]])('%s -> %s', (w, e) => {
    expect(possessive(w)).toBe(e);
  });
  it.each([['burn', 'burning'], ['forge', 'forging'], ['run', 'running'], ['drum', 'drumming'], ['die', 'dying'], ['panic', 'panicking'],
    ['see', 'seeing'], ['summon', 'summoning'], ['forget', 'forgetting'], ['howl', 'howling'], ['bury', 'burying']])('%s -> %s', (v, e) => {
    expect(ingForm(v)).toBe(e);
  });
  it.each([['burn', 'burned'], ['bury', 'buried'], ['stop', 'stopped'], ['forge', 'forged'], ['fall', 'fallen'], ['freeze', 'frozen'],
    ['panic', 'panicked'], ['summon', 'summoned'], ['play', 'played'], ['bind', 'bound']])('%s -> %s', (v, e) => {
    expect(edForm(v)).toBe(e);
  });
});
