import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct PPMEncoderTests {
  @Test func aHeaderThenTheBytes() {
    var image = RGBImage(width: 2, height: 1, filledWith: RGB8(red: 255, green: 0, blue: 0))
    image[1, 0] = RGB8(red: 1, green: 2, blue: 3)
    #expect(PPMEncoder.encode(image) == Array("P6\n2 1\n255\n".utf8) + [255, 0, 0, 1, 2, 3])
  }
}
