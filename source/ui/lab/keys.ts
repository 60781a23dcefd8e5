/** The lab's keys, by what the lab is doing: browsing a table, typing a parameter, or asking for an export's format. */
import type {TableFormat} from '../../analyze/table-format.js';
import {keyAction, typedCharacters, type KeyMap} from '../key-map.js';
import type {KeyName} from '../keys.js';
import type {LabAction} from './state.js';
import {keyWords} from '../../i18n/keys/index.js';

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
	{keys: ['left', 'h'], help: () => keyWords('labValueBefore'), action: move(-1, 0)},
	{keys: ['right', 'l'], help: () => keyWords('labValueAfter'), action: move(1, 0)},
	{keys: ['up', 'k'], help: () => keyWords('labRowUpUp'), action: move(0, -1)},
	{keys: ['down', 'j'], help: () => keyWords('labRowDown'), action: move(0, 1)},
	{keys: ['pageup'], help: () => keyWords('labTenRowsUp'), action: move(0, -10)},
	{keys: ['pagedown'], help: () => keyWords('labTenRowsDown'), action: move(0, 10)},
	{keys: ['tab'], help: () => keyWords('labNextGameWith'), action: (_, {shift}) => ({type: 'game', dir: shift ? -1 : 1})},
	{keys: ['p'], help: () => keyWords('labChangeParameterSet'), action: () => ({type: 'edit'})},
	{keys: ['x'], help: () => keyWords('labExportTableFile'), action: () => ({type: 'export'})},
	{keys: ['P'], help: () => keyWords('labProvePeriodJob'), action: () => ({type: 'prove'})},
	{keys: ['q', 'escape'], help: () => keyWords('labBack'), action: () => 'back'},
];

/** While a job runs: the table stays browsable; Esc or q stops the job. */
export const labJobKeys: KeyMap<LabKey, LabKeyContext> = [
	...labBrowseKeys.filter(entry => entry.keys.some(k => ['left', 'right', 'up', 'down', 'pageup', 'pagedown'].includes(k))),
	{keys: ['escape', 'q'], help: () => keyWords('labJobRunningStop'), action: () => ({type: 'stopJob'})},
];

/** Typing a parameter (after p). */
export const labEditKeys: KeyMap<LabKey, LabKeyContext> = [
	{keys: ['enter'], help: () => keyWords('labTypingParameterCompute'), action: () => ({type: 'apply'})},
	{keys: ['escape'], help: () => keyWords('labTypingParameterLeave'), action: () => ({type: 'cancel'})},
	{keys: ['backspace'], help: () => keyWords('labTypingParameterDelete'), action: () => ({type: 'erase'})},
	{keys: ['tab'], help: () => keyWords('labTypingParameterNext'), action: () => ({type: 'edit'})},
	{
		keys: ['space', ...typedCharacters],
		label: 'typing',
		help: () => keyWords('labParameterValue'),
		action: name => ({type: 'type', text: name === 'space' ? ' ' : name}),
	},
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
	{keys: ['t', 'c', 'j', 'm'], help: () => keyWords('labExportingTextCsv'), action: name => ({type: 'format', format: formats[name]!})},
	{keys: anyKey.filter(k => formats[k] === undefined), label: 'any other', help: () => keyWords('labExportingCancel'), action: () => ({type: 'cancel'})},
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
