// The seeded generator every test target draws random inputs from is TrellisTerminalTesting's
// public one, the same an app outside the package uses (Twig's tests do).
@_exported import struct TrellisTerminalTesting.SeededGenerator
