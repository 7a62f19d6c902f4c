import LabColor
import Testing

@Suite("LCh CSS")
struct LChCSSTests {
  @Test func d50ValuesPrintAsWritten() {
    #expect(LCh(l: 52.2345, c: 72.2, h: 56.2).cssString(white: .d50) == "lch(52.2345 72.2 56.2)")
    #expect(LCh(l: 0, c: 0, h: 0).cssString(white: .d50) == "lch(0 0 0)")
  }

  @Test func grayPrintsHueZero() {
    #expect(LCh(l: 50, c: 0, h: 123).cssString(white: .d50) == "lch(50 0 0)")
    #expect(LCh(l: 50, c: 0, h: .nan).cssString(white: .d50) == "lch(50 0 0)")
  }

  @Test func hueIsReducedAndNeverPrintsAs360() {
    #expect(LCh(l: 50, c: 10, h: 450).cssString(white: .d50) == "lch(50 10 90)")
    #expect(
      LCh(l: 50, c: 10, h: 359.999_99).cssString(white: .d50, fractionDigits: 2) == "lch(50 10 0)")
  }

  @Test func d65ValuesAreAdaptedToD50() throws {
    let d65 = LCh(l: 50, c: 20, h: 0)
    let parsed = try ColorParser().parse(d65.cssString(white: .d65))
    #expect(isClose(Lab(parsed, white: .d65), Lab(d65), within: 1e-12))
    #expect(d65.cssString(white: .d65) != d65.cssString(white: .d50))
  }
}
