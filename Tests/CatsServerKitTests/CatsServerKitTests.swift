import Testing
@testable import CatsServerKit
