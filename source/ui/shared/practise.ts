/**
 * The judge's problems a lesson or a game's theory page names
 * ("Practise: hdu1846 Brave Game"), derived from the problems' `lesson`
 * and `game` fields.
 */
import {problemsWords as w} from '../../i18n/problems/index.js';
import {problems} from '../../judge/problems/index.js';
import {problemTitle} from '../../judge/report.js';

/** The sentence naming the problems of a lesson (a concept id) or of a game; null when there are none. */
export function practiseText(of: {readonly lesson: string} | {readonly game: string}): string | null {
	const named = problems.filter(problem => ('lesson' in of ? problem.lesson === of.lesson : problem.game === of.game));
	if (named.length === 0) return null;
	return w('practise', {problems: named.map(problem => `${problem.id} ${problemTitle(problem)}`).join(' · ')});
}
