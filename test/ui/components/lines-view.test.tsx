/** Lines drawn as one text (lines cut to the width already, as the menu's) look exactly as lines drawn one a row. */
import {afterEach, expect, it} from 'vitest';
import {cleanup, render} from 'ink-testing-library';
import {LinesView} from '../../../source/ui/components/lines-view.js';
import {line, seg, type Line} from '../../../source/ui/lines.js';

afterEach(() => {
	cleanup();
});

const lines: Line[] = [
	line(seg('game-arcade', 'title'), seg(' · impartial games', 'dim')),
	[],
	line(seg('❯ ', 'cursor'), seg('a  ', 'cursor'), seg('Nim', 'cursor'), seg('   take any number', 'dim')),
	line(seg('  b  Bash', 'text'), seg(' · 2 reviews due', 'strong')),
	line(seg('control \u0007 characters \u001b[31m made safe')),
];

it('draws the same frame, colours included, in one text as in a text a line', () => {
	const apart = render(<LinesView lines={lines} />);
	const together = render(<LinesView lines={lines} clipped />);
	expect(together.lastFrame()).toBe(apart.lastFrame());
	expect(together.lastFrame()!.split('\n')).toHaveLength(lines.length);
	expect(together.lastFrame()).not.toContain('\u0007');
});
