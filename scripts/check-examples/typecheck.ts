import path from 'node:path';
import ts from 'typescript';

export interface VirtualFile {
  /** Absolute path; it need not exist on disk, but its directory decides how imports resolve. */
  fileName: string;
  text: string;
}

export interface CompilerMessage {
  fileName?: string;
  /** 0-based line in that file. */
  line?: number;
  message: string;
}

function readCompilerOptions(tsconfigPath: string): {options: ts.CompilerOptions; supportFiles: string[]} {
  const {config, error} = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfigPath));
  if (parsed.errors.length > 0) {
    throw new Error(parsed.errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'));
  }
  // The config's `include` is the support folder: what every page may rely on without showing it.
  return {options: {...parsed.options, noEmit: true}, supportFiles: parsed.fileNames};
}

/**
 * Type-checks all blocks of all pages as one program, so that the packages' declarations are read and bound once.
 * The blocks are served from memory; everything else (packages, support files, `diskFiles` such as page tests)
 * comes from disk.
 */
export function typecheck(files: VirtualFile[], tsconfigPath: string, diskFiles: string[] = []): CompilerMessage[] {
  const {options, supportFiles} = readCompilerOptions(tsconfigPath);
  const virtual = new Map(files.map((file) => [path.resolve(file.fileName), file.text]));
  const virtualDirectories = new Set(
    [...virtual.keys()].flatMap((fileName) => {
      const directories: string[] = [];
      for (let dir = path.dirname(fileName); dir !== path.dirname(dir); dir = path.dirname(dir)) directories.push(dir);
      return directories;
    }),
  );

  const host = ts.createCompilerHost(options, true);
  const {fileExists, readFile, directoryExists, getSourceFile} = host;
  host.fileExists = (fileName) => virtual.has(fileName) || fileExists(fileName);
  host.readFile = (fileName) => virtual.get(fileName) ?? readFile(fileName);
  host.directoryExists = (dir) => virtualDirectories.has(dir) || (directoryExists?.(dir) ?? true);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const text = virtual.get(fileName);
    return text === undefined
      ? getSourceFile(fileName, languageVersion, ...rest)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };

  const ownFiles = [...virtual.keys(), ...supportFiles, ...diskFiles];
  const program = ts.createProgram({rootNames: ownFiles, options, host});
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...ownFiles.flatMap((fileName) => {
      const sourceFile = program.getSourceFile(fileName);
      return sourceFile
        ? [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]
        : [];
    }),
  ];
  return diagnostics.map((diagnostic) => ({
    fileName: diagnostic.file?.fileName,
    line:
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
        : undefined,
    message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
  }));
}
