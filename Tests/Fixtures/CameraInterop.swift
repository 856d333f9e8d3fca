// Fixture: camera capture screen bridging UIKit into SwiftUI.
// Theme: `UIViewRepresentable` / `UIViewControllerRepresentable` with coordinators,
// `@objc` targets and `#selector`, delegates, closures with capture lists
// (`[weak self]`, `[unowned coordinator]`, `[value = expr]`), `guard let self`,
// `inout`, `defer`, `try` / `try?` / `try!`, `as?` / `as!` / `is`, and `@MainActor`.

import AVFoundation
import PhotosUI
import SwiftUI
import UIKit

final class CaptureSessionController: NSObject, @unchecked Sendable {
    let session = AVCaptureSession()
    private let output = AVCapturePhotoOutput()
    private let queue = DispatchQueue(label: "camera.session", qos: .userInitiated)
    private var completion: ((Result<UIImage, any Error>) -> Void)?

    enum CameraError: Error {
        case noDevice, cannotAddInput, cannotAddOutput, noImageData
    }

    func configure() throws {
        session.beginConfiguration()
        defer { session.commitConfiguration() }
        guard let device = AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back) else {
            throw CameraError.noDevice
        }
        let input = try AVCaptureDeviceInput(device: device)
        guard session.canAddInput(input) else { throw CameraError.cannotAddInput }
        session.addInput(input)
        guard session.canAddOutput(output) else { throw CameraError.cannotAddOutput }
        session.addOutput(output)
        session.sessionPreset = .photo
    }

    func start() {
        queue.async { [weak self] in
            guard let self, !self.session.isRunning else { return }
            self.session.startRunning()
        }
    }

    func stop() {
        queue.async { [session] in session.stopRunning() }
    }

    func capture(flash: Bool, completion: @escaping (Result<UIImage, any Error>) -> Void) {
        self.completion = completion
        let settings = AVCapturePhotoSettings()
        settings.flashMode = flash ? .auto : .off
        output.capturePhoto(with: settings, delegate: self)
    }
}

extension CaptureSessionController: AVCapturePhotoCaptureDelegate {
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?) {
        let result: Result<UIImage, any Error>
        if let error {
            result = .failure(error)
        } else if let data = photo.fileDataRepresentation(), let image = UIImage(data: data) {
            result = .success(image)
        } else {
            result = .failure(CameraError.noImageData)
        }
        DispatchQueue.main.async { [completion = self.completion] in
            completion?(result)
        }
    }
}

struct CameraPreview: UIViewRepresentable {
    let session: AVCaptureSession
    var onDoubleTap: () -> Void = {}

    final class PreviewView: UIView {
        override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
        var previewLayer: AVCaptureVideoPreviewLayer { layer as! AVCaptureVideoPreviewLayer }
    }

    final class Coordinator: NSObject {
        var onDoubleTap: () -> Void
        init(onDoubleTap: @escaping () -> Void) { self.onDoubleTap = onDoubleTap }

        @objc func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
            guard recognizer.state == .ended else { return }
            onDoubleTap()
        }
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(onDoubleTap: onDoubleTap)
    }

    func makeUIView(context: Context) -> PreviewView {
        let view = PreviewView()
        view.previewLayer.session = session
        view.previewLayer.videoGravity = .resizeAspectFill
        let tap = UITapGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.handleDoubleTap(_:)))
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        return view
    }

    func updateUIView(_ uiView: PreviewView, context: Context) {
        context.coordinator.onDoubleTap = onDoubleTap
    }

    static func dismantleUIView(_ uiView: PreviewView, coordinator: Coordinator) {
        uiView.previewLayer.session = nil
    }
}

struct LibraryPicker: UIViewControllerRepresentable {
    @Binding var images: [UIImage]
    @Environment(\.dismiss) private var dismiss

    func makeUIViewController(context: Context) -> PHPickerViewController {
        var configuration = PHPickerConfiguration(photoLibrary: .shared())
        configuration.filter = .any(of: [.images, .livePhotos])
        configuration.selectionLimit = 0
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    final class Coordinator: NSObject, PHPickerViewControllerDelegate {
        let parent: LibraryPicker
        init(parent: LibraryPicker) { self.parent = parent }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            parent.dismiss()
            for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
                result.itemProvider.loadObject(ofClass: UIImage.self) { [unowned self] object, _ in
                    guard let image = object as? UIImage else { return }
                    DispatchQueue.main.async { self.parent.images.append(image) }
                }
            }
        }
    }
}

@MainActor
struct CameraScreen: View {
    @State private var controller = CaptureSessionController()
    @State private var captured: [UIImage] = []
    @State private var usesFlash = false
    @State private var showsLibrary = false
    @State private var errorText: String?

    var body: some View {
        ZStack(alignment: .bottom) {
            CameraPreview(session: controller.session) {
                usesFlash.toggle()
            }
            .ignoresSafeArea()

            HStack(spacing: 40) {
                Button { showsLibrary = true } label: {
                    if let last = captured.last {
                        Image(uiImage: last).resizable().scaledToFill().frame(width: 48, height: 48).clipped()
                    } else {
                        Image(systemName: "photo.on.rectangle")
                    }
                }
                Button {
                    controller.capture(flash: usesFlash) { result in
                        switch result {
                        case .success(let image): captured.append(image)
                        case .failure(let error as CaptureSessionController.CameraError): errorText = "\(error)"
                        case .failure(let error): errorText = error.localizedDescription
                        }
                    }
                } label: {
                    Circle().strokeBorder(.white, lineWidth: 4).frame(width: 72, height: 72)
                }
                Image(systemName: usesFlash ? "bolt.fill" : "bolt.slash")
            }
            .foregroundStyle(.white)
            .padding(.bottom, 32)
        }
        .sheet(isPresented: $showsLibrary) {
            LibraryPicker(images: $captured)
        }
        .task {
            do {
                try controller.configure()
                controller.start()
            } catch {
                if error is CancellationError { return }
                errorText = (error as? CaptureSessionController.CameraError).map { "\($0)" } ?? "Camera unavailable"
            }
        }
        .onDisappear { controller.stop() }
        .overlay(alignment: .top) {
            if let errorText {
                Text(errorText).padding().background(.red.gradient, in: .capsule)
            }
        }
    }
}

func clampExposure(_ value: inout Float, range: ClosedRange<Float>) {
    value = min(max(value, range.lowerBound), range.upperBound)
}

func loadBundledSample() -> UIImage {
    let url = Bundle.main.url(forResource: "sample", withExtension: "jpg")!
    let data = try! Data(contentsOf: url)
    return UIImage(data: data) ?? UIImage()
}
