import LabColor
import Testing

@Suite("RGB8 CSS")
struct RGB8CSSTests {
  @Test func cssStringIsSpaceSeparatedIntegers() {
    #expect(RGB8(red: 102, green: 51, blue: 153).cssString == "rgb(102 51 153)")
    #expect(RGB8(red: 0, green: 0, blue: 0).cssString == "rgb(0 0 0)")
    #expect(RGB8(red: 255, green: 255, blue: 255).cssString == "rgb(255 255 255)")
  }

  @Test func cssStringParsesBackToTheSameColor() throws {
    var generator = SeededGenerator(seed: 151)
    for _ in 0..<1_000 {
      let rgb = RGB8(
        red: UInt8.random(in: 0...255, using: &generator),
        green: UInt8.random(in: 0...255, using: &generator),
        blue: UInt8.random(in: 0...255, using: &generator))
      #expect(RGB8(SRGB(try ColorParser().parse(rgb.cssString))) == rgb)
    }
  }
}
