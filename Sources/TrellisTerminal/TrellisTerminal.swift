// `import TrellisTerminal` brings in what every host shares (TrellisHost): the keys and
// input events a terminal app handles, the grid size it is measured in.
@_exported import TrellisHost
