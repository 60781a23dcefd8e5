/** The lab's keys, by what the lab is doing: browsing a table, typing a parameter, or asking for an export's format. */
import type {TableFormat} from '../../analyze/table-format.js';
import {keyAction, typedCharacters, type KeyMap} from '../key-map.js';
import type {KeyName} from '../keys.js';
import type {LabAction} from './state.js';

export interface LabKeyContext {
	/** Values per row of the strip (a row down moves this far). */
	readonly perRow: number;
	/** Shift was held (shift+tab: the previous game). */
	readonly shift: boolean;
}

/** What a key does in the lab: an action, or back to where the lab was opened from. */
export type LabKey = LabAction | 'back';

const move =
	(dx: number, dy: number) =>
	(_: KeyName, {perRow}: LabKeyContext): LabKey => ({type: 'move', dx, dy, perRow});

/** Browsing the table. */
export const labBrowseKeys: KeyMap<LabKey, LabKeyContext> = [
	{keys: ['left', 'h'], help: 'the value before', action: move(-1, 0)},
	{keys: ['right', 'l'], help: 'the value after', action: move(1, 0)},
	{keys: ['up', 'k'], help: 'a row up (or up the heatmap)', action: move(0, -1)},
	{keys: ['down', 'j'], help: 'a row down', action: move(0, 1)},
	{keys: ['pageup'], help: 'ten rows up', action: move(0, -10)},
	{keys: ['pagedown'], help: 'ten rows down', action: move(0, 10)},
	{keys: ['tab'], help: 'the next game with a table (shift+tab: the previous)', action: (_, {shift}) => ({type: 'game', dir: shift ? -1 : 1})},
	{keys: ['p'], help: 'change a parameter (a set, a cap, a code, a rule)', action: () => ({type: 'edit'})},
	{keys: ['x'], help: 'export the table to a file here', action: () => ({type: 'export'})},
	{keys: ['P'], help: 'prove the period (a job, where the table has none yet)', action: () => ({type: 'prove'})},
	{keys: ['q', 'escape'], help: 'back', action: () => 'back'},
];

/** While a job runs: the table stays browsable; Esc or q stops the job. */
export const labJobKeys: KeyMap<LabKey, LabKeyContext> = [
	...labBrowseKeys.filter(entry => entry.keys.some(k => ['left', 'right', 'up', 'down', 'pageup', 'pagedown'].includes(k))),
	{keys: ['escape', 'q'], help: 'a job running: stop it (nothing is kept)', action: () => ({type: 'stopJob'})},
];

/** Typing a parameter (after p). */
export const labEditKeys: KeyMap<LabKey, LabKeyContext> = [
	{keys: ['enter'], help: 'typing a parameter: compute the table', action: () => ({type: 'apply'})},
	{keys: ['escape'], help: 'typing a parameter: leave it as it was', action: () => ({type: 'cancel'})},
	{keys: ['backspace'], help: 'typing a parameter: delete a character', action: () => ({type: 'erase'})},
	{keys: ['tab'], help: 'typing a parameter: the next parameter', action: () => ({type: 'edit'})},
	{keys: ['space', ...typedCharacters], label: 'typing', help: "the parameter's value", action: name => ({type: 'type', text: name === 'space' ? ' ' : name})},
];

const formats: Readonly<Record<string, TableFormat>> = {t: 'text', c: 'csv', j: 'json', m: 'markdown'};

/** Every key name the terminal gives (the export prompt takes any key). */
const anyKey: readonly KeyName[] = [
	'up',
	'down',
	'left',
	'right',
	'enter',
	'escape',
	'backspace',
	'space',
	'tab',
	'pageup',
	'pagedown',
	'home',
	'end',
	...typedCharacters,
];

/** Choosing the export's format (after x). */
export const labExportKeys: KeyMap<LabKey, LabKeyContext> = [
	{keys: ['t', 'c', 'j', 'm'], help: 'exporting: text, CSV, JSON or Markdown', action: name => ({type: 'format', format: formats[name]!})},
	{keys: anyKey.filter(k => formats[k] === undefined), label: 'any other', help: 'exporting: cancel', action: () => ({type: 'cancel'})},
];

export type LabMode = 'browse' | 'edit' | 'export' | 'job';

export const labKeyMaps: Readonly<Record<LabMode, KeyMap<LabKey, LabKeyContext>>> = {
	browse: labBrowseKeys,
	edit: labEditKeys,
	export: labExportKeys,
	job: labJobKeys,
};

/** The action for a key in the lab's present mode, or null. */
export function labKey(mode: LabMode, name: KeyName, context: LabKeyContext): LabKey | null {
	return keyAction(labKeyMaps[mode], name, context);
}
