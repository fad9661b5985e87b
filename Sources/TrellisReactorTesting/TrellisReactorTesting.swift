// TrellisReactorTesting: Stub and TestStore for reactors, apart from TrellisReactor so
// that apps never link the testing library. Tests that drive time get swift-clocks'
// `TestClock` and `ImmediateClock` with this import.

@_exported import Clocks
