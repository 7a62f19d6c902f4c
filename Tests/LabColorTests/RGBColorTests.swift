import LabColor
import Testing

@Suite("RGBColor")
struct RGBColorTests {
  @Test func sRGBRedInDisplayP3MatchesColorAide() {
    // ColorAide 8.13.1: srgb(1 0 0) in display-p3 is
    // (0.9174875573251656, 0.20028680774084717, 0.1385605912111141).
    let red = RGBColor(.srgb, red: 1, green: 0, blue: 0).converted(to: .displayP3)
    #expect(red.space == .displayP3)
    #expect(isClose(red.red, 0.917_487_557_325_165_6, within: 1e-12))
    #expect(isClose(red.green, 0.200_286_807_740_847_17, within: 1e-12))
    #expect(isClose(red.blue, 0.138_560_591_211_114_1, within: 1e-12))
  }

  @Test func convertingToItsOwnSpaceChangesNothing() {
    let color = RGBColor(.rec2020, red: 0.3, green: -0.2, blue: 1.7)
    #expect(color.converted(to: .rec2020) == color)
  }

  @Test func sRGBAndRGBColorAreTheSameNumbers() {
    let srgb = SRGB(red: 0.2, green: 0.4, blue: 0.6)
    #expect(RGBColor(srgb) == RGBColor(.srgb, red: 0.2, green: 0.4, blue: 0.6))
    #expect(SRGB(RGBColor(srgb)) == srgb)
    // The general path gives the sRGB path's numbers bit for bit.
    let lab = Lab(l: 52, a: 40, b: -30)
    #expect(
      SRGB(RGBColor(lab.xyz(white: .d65), white: .d65, space: .srgb)) == SRGB(lab, white: .d65))
  }

  @Test func linearComponentsDecodeTheTransferFunction() {
    let color = RGBColor(.prophotoRGB, red: 0.5, green: 0.01, blue: 1)
    let linear = color.linearComponents
    #expect(linear.red == TransferFunction.prophotoRGB.decode(0.5))
    #expect(linear.green == 0.01 / 16)
    #expect(linear.blue == 1)
  }
}
