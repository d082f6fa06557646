import Fluent
import ModelValidation
import Vapor

/// `POST /orders`, validated with `Rules/orders.json`: a user that exists and 1 to 50 items,
/// each checked with its own rules (failures point at `/items/1/quantity`).
struct OrderRoutes: RouteCollection {
    /// The rules, built at start.
    let rules: RuleFiles
    /// The languages of the answers.
    let messages: MessageFiles

    func boot(routes: any RoutesBuilder) throws {
        routes.on(.POST, "orders", body: .collect(maxSize: "64kb"), use: create)
    }

    /// Stores an order: 201 with it, or 422 with every failure.
    @Sendable
    func create(req: Request) async throws -> Response {
        var form = rules.order
        let language = messages.language(for: req)
        if let problem = try await req.validateBody(into: &form, language: language) {
            return Response(problem: problem, language: language)
        }
        guard let userId = form.int("userId"), case .array(let lines)? = form.value(of: "items") else {
            throw Abort(.internalServerError, reason: "the order rules let a required value through")
        }
        // The nested rules made sku a string and quantity an integer; a line they let through
        // otherwise is a fault of the rules, never a line dropped from the order.
        let items = try lines.map { line -> Order.Item in
            guard case .string(let sku)? = line.objectValue?["sku"], let quantity = line.objectValue?["quantity"]?.intValue else {
                throw Abort(.internalServerError, reason: "the order rules let an item through that is no {sku, quantity}")
            }
            return Order.Item(sku: sku, quantity: quantity)
        }
        let order = Order(userId: userId, items: items)
        do {
            try await order.create(on: req.db)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            // The user was deleted since `exist` looked: the rules now say so.
            return Response(problem: try await form.problemAfterRefusedWrite(language: language), language: language)
        }
        return try .json(order.publicView(), status: .created)
    }
}
