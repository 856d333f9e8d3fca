import Analyzer
import Engine

/// The sizes the layout pass gives named images: what the asset catalogs under the paths say.
enum LayoutImageSizes {
    static func fromAssetCatalogs(under paths: [String]) -> [String: Size] {
        layoutSizes(AssetCatalog.imageSizes(under: paths))
    }

    /// Asset catalog sizes as the layout pass measures them.
    static func layoutSizes(_ sizes: [String: ImageSize]) -> [String: Size] {
        sizes.mapValues { Size(width: $0.width, height: $0.height) }
    }
}
