/**
 * The smallest Ink app the arcade's start-up is compared with: a select menu
 * of three items (ink-select-input), bundled with the same esbuild options as
 * the CLI. Enter or q quits.
 */
import type React from 'react';
import {render, useApp, useInput} from 'ink';
import SelectInput from 'ink-select-input';

const items = [
	{label: 'First', value: 'first'},
	{label: 'Second', value: 'second'},
	{label: 'Third', value: 'third'},
];

function Menu(): React.JSX.Element {
	const {exit} = useApp();
	useInput(input => {
		if (input === 'q') exit();
	});
	return <SelectInput items={items} onSelect={() => exit()} />;
}

render(<Menu />);
