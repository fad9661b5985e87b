// The umbrella module: `import Trellis` brings in every public building block.
// Each module can also be imported on its own; see the README's module table.

@_exported import TrellisData
@_exported import TrellisDiff
@_exported import TrellisHost
@_exported import TrellisLists
@_exported import TrellisReactor
@_exported import TrellisShell
@_exported import TrellisSolver
@_exported import TrellisTerminal
@_exported import TrellisViews
@_exported import TrellisWeb
