import LabColor
import Testing

@Suite("MissingComponents")
struct MissingComponentsTests {
  @Test func positionsAreDistinctBits() {
    #expect(MissingComponents.coordinate(0) == .first)
    #expect(MissingComponents.coordinate(1) == .second)
    #expect(MissingComponents.coordinate(2) == .third)
    let all: MissingComponents = [.first, .second, .third, .alpha]
    #expect(all.rawValue == 15)
  }
}
