import SwiftUI

// MARK: - Model

struct Ingredient: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var grams: Double
}

struct CookingStep: Identifiable, Hashable {
    enum Kind: Hashable {
        case instruction
        case timer(minutes: Int)
    }

    let id = UUID()
    var text: String
    var kind: Kind = .instruction
}

struct Recipe: Identifiable, Hashable {
    let id: UUID
    var title: String
    var photoName: String
    var servings: Int
    var prepMinutes: Int
    var ingredients: [Ingredient]
    var steps: [String]
    var cookingSteps: [CookingStep]
}

@MainActor
final class Pantry: ObservableObject {
    @Published var shoppingList: [String] = []
    @Published var stock: Set<String> = []

    func addMissing(_ ingredients: [Ingredient]) async {
        let missing = ingredients.map(\.name).filter { !stock.contains($0) }
        shoppingList.append(contentsOf: missing)
    }
}

final class CookingTimer: ObservableObject {
    @Published private(set) var remaining: TimeInterval
    @Published private(set) var isRunning = false
    private var ticker: Timer?

    init(duration: TimeInterval) {
        remaining = duration
    }

    func start() {
        isRunning = true
        ticker = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            guard let self else { return }
            self.remaining = max(0, self.remaining - 1)
            if self.remaining == 0 { self.pause() }
        }
    }

    func pause() {
        isRunning = false
        ticker?.invalidate()
    }
}

// MARK: - Views

struct RecipeBrowser: View {
    let recipes: [Recipe]
    @StateObject private var pantry = Pantry()
    @State private var favorites: Set<Recipe.ID> = []
    @State private var selection: Recipe?

    private let columns = [GridItem(.adaptive(minimum: 160), spacing: 16)]

    var body: some View {
        NavigationSplitView {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(recipes) { recipe in
                        Group {
                            if favorites.contains(recipe.id) {
                                RecipeCard(recipe: recipe)
                                    .overlay(alignment: .topTrailing) {
                                        Image(systemName: "heart.fill")
                                            .foregroundStyle(.red)
                                            .padding(8)
                                    }
                            } else {
                                RecipeCard(recipe: recipe)
                            }
                        }
                        .onTapGesture { selection = recipe }
                        .contextMenu {
                            Button(favorites.contains(recipe.id) ? "Unfavorite" : "Favorite") {
                                if favorites.contains(recipe.id) {
                                    favorites.remove(recipe.id)
                                } else {
                                    favorites.insert(recipe.id)
                                }
                            }
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Recipes")
        } detail: {
            if let recipe = selection {
                RecipeDetailView(recipe: recipe)
            } else {
                ContentUnavailableView("Choose a recipe", systemImage: "fork.knife")
            }
        }
        .environmentObject(pantry)
    }
}

struct RecipeCard: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(recipe.photoName)
                .resizable()
                .scaledToFill()
                .frame(height: 140)
                .clipped()
                .clipShape(RoundedRectangle(cornerRadius: 12))
            Text(recipe.title)
                .font(.headline)
                .lineLimit(2)
            Label("\(recipe.prepMinutes) min", systemImage: "clock")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct RecipeDetailView: View {
    let recipe: Recipe
    @State private var servings: Int
    @State private var showsCookingMode = false
    @EnvironmentObject private var pantry: Pantry

    init(recipe: Recipe) {
        self.recipe = recipe
        self._servings = State(wrappedValue: recipe.servings)
    }

    var body: some View {
        List {
            Image(recipe.photoName)
                .scaledToFill()
                .frame(height: 240)
                .clipped()
                .listRowInsets(EdgeInsets())

            Section {
                ServingsStepper(value: Binding(get: { servings },
                                               set: { servings = min(max($0, 1), 12) }))
            }

            Section("Ingredients") {
                ForEach(Array(recipe.ingredients.enumerated()), id: \.element.id) { index, ingredient in
                    HStack {
                        Text("\(index + 1).").foregroundStyle(.secondary)
                        Text(ingredient.name)
                        Spacer()
                        Text(scaledAmount(ingredient))
                            .monospacedDigit()
                    }
                }
                Button("Add missing to shopping list") {
                    Task { await pantry.addMissing(recipe.ingredients) }
                }
            }

            Section("Method") {
                ForEach(Array(recipe.steps.enumerated()), id: \.offset) { number, step in
                    Text("\(number + 1). \(step)")
                }
            }
        }
        .navigationTitle(recipe.title)
        .toolbar {
            Button("Cook", systemImage: "flame") { showsCookingMode = true }
        }
        .fullScreenCover(isPresented: $showsCookingMode) {
            CookingModeView(steps: recipe.cookingSteps)
        }
    }

    private func scaledAmount(_ ingredient: Ingredient) -> String {
        let formatter = MeasurementFormatter()
        formatter.unitOptions = .naturalScale
        formatter.numberFormatter.maximumFractionDigits = 0
        let grams = ingredient.grams * Double(servings) / Double(max(recipe.servings, 1))
        return formatter.string(from: Measurement(value: grams, unit: UnitMass.grams))
    }
}

struct ServingsStepper: View {
    @Binding var value: Int

    var body: some View {
        HStack {
            Text("Servings")
            Spacer()
            Button("Fewer", systemImage: "minus.circle") { value -= 1 }
            Text("\(value)")
                .font(.title3.monospacedDigit())
                .frame(minWidth: 32)
            Button("More", systemImage: "plus.circle") { value += 1 }
        }
        .labelStyle(.iconOnly)
        .buttonStyle(.borderless)
    }
}

struct CookingModeView: View {
    let steps: [CookingStep]
    @State private var index = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                if steps.indices.contains(index) {
                    stepView(steps[index])
                }
                HStack {
                    Button("Back") { index -= 1 }.disabled(index == 0)
                    Spacer()
                    Button("Next") { index += 1 }.disabled(index >= steps.count - 1)
                }
                .padding()
            }
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }

    private func stepView(_ step: CookingStep) -> AnyView {
        switch step.kind {
        case .instruction:
            return AnyView(Text(step.text).font(.title2).padding())
        case .timer(let minutes):
            return AnyView(KitchenTimerView(title: step.text, minutes: minutes))
        }
    }
}

struct KitchenTimerView: View {
    let title: String
    let minutes: Int
    @ObservedObject var timer = CookingTimer(duration: 10 * 60)

    var body: some View {
        VStack(spacing: 16) {
            Text(title).font(.title3)
            Text(Duration.seconds(timer.remaining), format: .time(pattern: .minuteSecond))
                .font(.system(size: 64, weight: .bold, design: .rounded).monospacedDigit())
            Button(timer.isRunning ? "Pause" : "Start \(minutes) min") {
                timer.isRunning ? timer.pause() : timer.start()
            }
            .buttonStyle(.borderedProminent)
        }
    }
}
