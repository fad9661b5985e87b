/// Every suite `trellis-bench` knows, in the order a full run measures them.
/// A new building block adds its suite here.
let allSuites: [BenchmarkSuite] = [
    diffSuite,
    listsSuite,
    layoutSuite,
    solverSuite,
    viewsSuite,
    terminalSuite,
    controlsSuite,
    webSuite,
    reactorSuite,
    containerSuite,
    routerSuite,
    storeSuite,
    serverSuite,
    twigSuite,
    startupSuite,
]
