import LabColor
import Testing

@Suite("ColorMatrix")
struct ColorMatrixTests {
  @Test func applyMultipliesRowsByTheColumn() {
    let matrix = ColorMatrix((1, 2, 3), (4, 5, 6), (7, 8, 10))
    #expect(matrix.apply(1, 0, 0) == (1, 4, 7))
    #expect(matrix.apply(1, 1, 1) == (6, 15, 25))
    #expect(matrix.apply(-1, 2, 0.5) == (4.5, 9, 14))
  }

  @Test func productAppliesTheRightFactorFirst() {
    let swap = ColorMatrix((0, 1, 0), (1, 0, 0), (0, 0, 1))
    let scale = ColorMatrix((2, 0, 0), (0, 3, 0), (0, 0, 4))
    // scale × swap: swap first, then scale.
    #expect(scale.multiplied(by: swap).apply(1, 10, 100) == (20, 3, 400))
    #expect(swap.multiplied(by: scale).apply(1, 10, 100) == (30, 2, 400))
  }
}
