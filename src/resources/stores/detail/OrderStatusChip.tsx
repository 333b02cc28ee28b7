// The order badge now lives with the orders screens, which share it with the shop's recent orders.
export { OrderStatusChip } from '../../orders/OrderStatusChip';
