// The temporary directory every test that writes files uses is TrellisTerminalTesting's
// public one, the same an app outside the package uses (Twig's tests do).
@_exported import func TrellisTerminalTesting.withTemporaryDirectory
