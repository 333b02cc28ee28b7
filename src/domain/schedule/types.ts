import type { z } from 'zod';
import type { distributorPosition, distributorSchedule, scheduleItem, scheduleOrder, scheduleReply } from './records';
import type { deliveryProofFields, positionSchema, scheduleGenerateSchema, visitMoveSchema, visitStatusSchema } from './schemas';

export type ScheduleReply = z.infer<typeof scheduleReply>;
export type DistributorSchedule = z.infer<typeof distributorSchedule>;
export type ScheduleItem = z.infer<typeof scheduleItem>;
export type ScheduleOrder = z.infer<typeof scheduleOrder>;
export type DistributorPosition = z.infer<typeof distributorPosition>;
export type ScheduleGenerateBody = z.infer<typeof scheduleGenerateSchema>;
export type VisitStatusBody = z.infer<typeof visitStatusSchema>;
export type VisitMoveBody = z.infer<typeof visitMoveSchema>;
export type DeliveryProofFields = z.infer<typeof deliveryProofFields>;
export type PositionBody = z.infer<typeof positionSchema>;
