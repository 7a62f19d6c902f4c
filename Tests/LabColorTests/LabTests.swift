import LabColor
import Testing

@Suite("Lab")
struct LabTests {
  @Test func adaptingToTheSameWhiteReturnsTheValueItself() {
    let lab = Lab(l: 12.5, a: -0.0, b: 300)
    #expect(lab.adapted(from: .d65, to: .d65) == lab)
    #expect(lab.adapted(from: .d50, to: .d50).a.sign == .minus)
  }

  @Test func neutralsStayNeutralUnderBradford() {
    for l in [0.0, 8, 50, 100] {
      let adapted = Lab(l: l, a: 0, b: 0).adapted(from: .d65, to: .d50)
      #expect(isClose(adapted, Lab(l: l, a: 0, b: 0), within: 1e-12))
    }
  }

  @Test func sRGBRedAdaptsFromD65ToItsD50Lab() {
    // ColorAide's D50 Lab of red, (54.291, 80.805, 69.891), reached from its
    // D65 Lab by Bradford adaptation.
    let d65 = Lab(SRGB(red: 1, green: 0, blue: 0), white: .d65)
    #expect(
      isClose(
        d65.adapted(from: .d65, to: .d50), Lab(l: 54.291, a: 80.805, b: 69.891), within: 0.001)
    )
  }

  @Test func adaptationRoundTrips() {
    var generator = SeededGenerator(seed: 61)
    for _ in 0..<2_000 {
      let lab = Lab(
        l: Double.random(in: 0...100, using: &generator),
        a: Double.random(in: -128...128, using: &generator),
        b: Double.random(in: -128...128, using: &generator))
      let back = lab.adapted(from: .d65, to: .d50).adapted(from: .d50, to: .d65)
      #expect(isClose(back, lab, within: 1e-10))
    }
  }
}
