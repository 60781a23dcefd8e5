/**
 * Where the lab writes an export: the arcade gives the current directory
 * (main.tsx); without a provider nothing is written (tests provide a
 * directory of their own).
 */
import {createContext} from 'react';
import type {Table} from '../../engine/table.js';
import type {TableFormat} from '../../analyze/table-format.js';
import type {Exported} from '../../analyze/table-export.js';

/** Writes the table; returns the file written (its full path and size), or throws why not (a message of one line). */
export type TableExporter = (table: Table, format: TableFormat) => Exported;

export const ExportContext = createContext<TableExporter | null>(null);
